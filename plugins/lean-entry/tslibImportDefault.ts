/**
 * The one tslib helper @docusaurus/utils-common calls (plugins/lean-entry).
 * Same behaviour as tslib's: an ES module namespace passes through, anything
 * else (a CommonJS export) becomes the `default` of a new object.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
