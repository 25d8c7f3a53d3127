// Babel is used only where Docusaurus falls back to it (the faster build uses SWC); keep the preset aligned.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
