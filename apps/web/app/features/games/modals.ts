export { MaxBetsModal, RestrictedBetsModal } from './modals/bet-modals.tsx';
export { CategoriesModal, ProvidersModal } from './modals/catalogue-modals.tsx';
export { DemoGameModal, GeoRestrictedGameModal, MobileGameModal } from './modals/launch-modals.tsx';
