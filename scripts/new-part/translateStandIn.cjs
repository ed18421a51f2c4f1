// Stands in for @docusaurus/Translate when scripts load the kit table outside Docusaurus:
// translate() returns the German message, which is all the scaffold reads.
module.exports = {translate: ({message}) => message, default: () => null};
