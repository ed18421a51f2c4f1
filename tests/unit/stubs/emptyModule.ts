// Stands in for @generated/* modules, which exist only inside the Docusaurus bundler.
export default {};
