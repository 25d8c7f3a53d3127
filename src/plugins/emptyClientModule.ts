// Stands in for theme-classic's Prism client module; see deferPrism.ts.
export {};
