/** Texts of the library files that several screens show, in both languages. */
export const sharedMediaTexts = {
  en: {
    'media.thumbnail.alt': 'Thumbnail of {{name}}',
    'media.preview.open': 'Preview {{name}}',
  },
  zh: {
    'media.thumbnail.alt': '{{name}} 的缩略图',
    'media.preview.open': '预览 {{name}}',
  },
};
