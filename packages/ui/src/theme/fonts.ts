// Pretendard, bundled from the npm package: Debian's Chromium has no Korean fonts, and users
// should not depend on a CDN. The dynamic subset downloads only the ranges a page uses.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
