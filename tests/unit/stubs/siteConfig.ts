// Stands in for @generated/docusaurus.config: the few settings our components and Link read.
export default {
  title: 'senseBox Docs',
  baseUrl: '/',
  trailingSlash: undefined,
  future: {experimental_router: 'browser'},
  themeConfig: {
    prism: {additionalLanguages: []},
    navbar: {hideOnScroll: true, items: []},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  },
  customFields: {},
};
