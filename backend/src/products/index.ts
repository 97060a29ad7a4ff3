// The products context's public entry: what other contexts may use of it (docs/architecture.md, "Boundaries").
export { LinkPreviewModule } from './link-preview/link-preview.module.js';
export { LinkedPictures } from './link-preview/linked-pictures.js';
export { PRODUCT_CATALOGUE, type ProductCatalogue, type StoredProduct } from './product-catalogue.port.js';
export { faviconOf } from './product-offers.js';
export { ProductSearchEnabledGuard } from './products.controller.js';
export { ProductsModule } from './products.module.js';
