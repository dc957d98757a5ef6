// Stands in for the classic theme's Prism start-up module (see index.ts): languages are registered with
// the first code block instead.
export {};
