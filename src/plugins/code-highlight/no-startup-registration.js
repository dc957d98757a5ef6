// Stands in for the classic theme's Prism start-up module (see index.ts): code is highlighted at build
// time, and the API pages register the languages they need themselves.
export {};
