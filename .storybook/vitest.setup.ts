import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';
import { matchStoryScreenshot } from './visualRegression';

setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  // Only under Vitest: the Storybook UI has no screenshot API.
  { afterEach: (context) => matchStoryScreenshot(context) },
]);
