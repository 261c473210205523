import { contentPageSuite } from "./content-helpers";

// Article page: only the first transferred topic.
contentPageSuite("/article");
