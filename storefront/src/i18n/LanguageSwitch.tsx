import { useI18n } from './I18nContext';

/**
 * "اردو" on the English shop, "English" on the Urdu one: the other language named in itself, marked
 * with its lang so a screen reader says it in the right voice. The choice is remembered (I18nContext).
 */
export default function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage, t } = useI18n();
  const other = language === 'ur' ? 'en' : 'ur';
  return (
    <button type="button" className={className} lang={other} onClick={() => void setLanguage(other)}>
      {t('language.switchTo')}
    </button>
  );
}
