import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@fieldlink/domain';
import { Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { switchLanguage } from '../../../i18n';
import { useLanguage } from '../../../lib/language/useLanguage';

export interface LanguageSwitchProps {
  /** 'light' on dark backgrounds. */
  tone?: 'default' | 'light';
}

/** Switches the whole app between zh-CN and en-US and remembers the choice. */
export function LanguageSwitch({ tone = 'default' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      data-testid="lang-switch"
      aria-label={t('common:language.label')}
      value={useLanguage()}
      onChange={(language) => void switchLanguage(i18n, language)}
      variant={tone === 'light' ? 'outlined' : 'borderless'}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
      style={{ minWidth: 128 }}
    />
  );
}
