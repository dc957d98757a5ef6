// The search bar lives in src/search/theme (ARCHITECTURE.md says why this file stays here).
export {default} from '@site/src/search/theme/SearchBar';
