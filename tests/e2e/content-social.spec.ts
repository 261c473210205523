import { contentPageSuite } from "./content-helpers";

// Social Media Posts page: five rows per Create More, topics into several rows.
contentPageSuite("/social-media");
