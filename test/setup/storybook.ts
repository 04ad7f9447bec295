// Setup of the storybook test project (every story's play function in Chromium).
import { configure } from "storybook/test";
import { defaultWait } from "./time-budgets";

// Storybook's waitFor/findBy* wait 1 s by default: scaled to the machine like every other budget.
configure({ asyncUtilTimeout: defaultWait });
