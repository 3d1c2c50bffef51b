export { ServiceCatalogue, type ServiceCatalogueProps } from './ServiceCatalogue';
