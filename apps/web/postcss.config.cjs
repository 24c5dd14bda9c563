// Mantine's PostCSS preset: rem/em helpers, light/dark mixins and breakpoint variables in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
