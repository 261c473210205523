import { contentPageSuite } from "./content-helpers";

// Newsletter page: only the first transferred topic.
contentPageSuite("/newsletter");
