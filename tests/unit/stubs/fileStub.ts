// Stands in for imported images: tests do not look at pixels.
export default 'file-stub';
