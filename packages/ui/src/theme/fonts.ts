// Pretendard, bundled from the npm package: Debian's Chromium has no Korean fonts, and users
// should not depend on a CDN. The dynamic subset downloads only the ranges a page uses.
// Imported on its own (`@tonggye/ui/fonts`): the site loads it on wide screens only
// (apps/site/src/main.tsx), Storybook for every story (.storybook/preview.ts).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
