import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useMe } from '../../../hooks/use-me';
import { AccountDeletionForm } from './account-deletion-form';
import { ContactChangeForm } from './contact-change-form';
import { DataDownloadForm } from './data-download-form';
import { LanguageForm } from './language-form';
import { PasswordForm } from './password-form';
import { SettingsSection, SettingsShell } from './settings-shell';

/**
 * /dashboard/user/setting: password, phone number, e-mail and language of the account, and its
 * data rights (download everything, delete the account; decision 0090).
 */
export function GeneralSettings() {
  const { t } = useTranslation('settings');
  const me = useMe();

  return (
    <SettingsShell title={t('titles.general')}>
      {!me.data ? (
        <QueryStatus query={me} />
      ) : (
        <>
          <SettingsSection title={t('password.title')} description={t('password.description')}>
            <PasswordForm userId={me.data.user.id} />
          </SettingsSection>
          <SettingsSection
            title={t('contact.phone.title')}
            description={t('contact.phone.description', { current: me.data.user.phoneNumber })}
          >
            <ContactChangeForm kind="phone" userId={me.data.user.id} />
          </SettingsSection>
          <SettingsSection
            title={t('contact.email.title')}
            description={t('contact.email.description', { current: me.data.user.email })}
          >
            <ContactChangeForm kind="email" userId={me.data.user.id} />
          </SettingsSection>
          <SettingsSection title={t('language.title')} description={t('language.description')}>
            <LanguageForm userId={me.data.user.id} />
          </SettingsSection>
          <SettingsSection title={t('data.title')} description={t('data.description')}>
            <DataDownloadForm />
          </SettingsSection>
          <SettingsSection title={t('deletion.title')} description={t('deletion.description')}>
            <AccountDeletionForm />
          </SettingsSection>
        </>
      )}
    </SettingsShell>
  );
}
