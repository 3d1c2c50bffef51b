/** The store's catalogue and cart pages, one chunk loaded by App.tsx. */
export { BoxtapeTypePage } from './BoxtapeTypePage';
export { CartPage } from './CartPage';
export { CollectionPage } from './CollectionPage';
export { ProductDetailPage } from './ProductDetailPage';
export { ProductListPage } from './ProductListPage';
export { ProductSearchPage } from './ProductSearchPage';
export { CatalogueActivitySection } from './ActivitySections';
