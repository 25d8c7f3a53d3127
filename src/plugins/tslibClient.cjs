/**
 * Stands in for tslib in the client bundle (see trimClientData.ts): the only module there that
 * requires tslib, @docusaurus/utils-common, calls `__importDefault`. Both helpers behave as
 * tslib's do. If a dependency starts to need another helper, the e2e suite's console-error checks
 * fail on every page.
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};

exports.__importStar = function __importStar(mod) {
  if (mod && mod.__esModule) {
    return mod;
  }
  const result = {};
  if (mod != null) {
    for (const key of Object.keys(mod)) {
      if (key !== 'default') {
        result[key] = mod[key];
      }
    }
  }
  result.default = mod;
  return result;
};
