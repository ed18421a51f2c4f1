// Stands in for @generated/i18n.
export default {
  defaultLocale: 'de',
  locales: ['de', 'en'],
  currentLocale: 'de',
  localeConfigs: {
    de: {label: 'Deutsch', htmlLang: 'de', direction: 'ltr'},
    en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
  },
};
