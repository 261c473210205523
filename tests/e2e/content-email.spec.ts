import { contentPageSuite } from "./content-helpers";

// Email Broadcast page.
contentPageSuite("/email-broadcast");
