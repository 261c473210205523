import { contentPageSuite } from "./content-helpers";

// Other Content page.
contentPageSuite("/other");
