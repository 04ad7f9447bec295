// Setup of the storybook-dark test project: every story's play function and axe check again,
// in the dark theme (the preview's decorator reads this; stories that pick a theme keep it).
import "./storybook";

(globalThis as { __pkStoryTheme?: string }).__pkStoryTheme = "dark";
