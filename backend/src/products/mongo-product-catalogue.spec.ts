import { productCatalogueContract } from './product-catalogue.contract.js';
import { MongoProductCatalogue } from './mongo-product-catalogue.js';

const configured = process.env.MONGODB_URL;

if (configured) {
  productCatalogueContract('MongoDB', () => MongoProductCatalogue.connect(configured, 'verlanglijst_contract'));
} else {
  it.skip('product catalogue contract: MongoDB (needs MONGODB_URL)', () => undefined);
}
