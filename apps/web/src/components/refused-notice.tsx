import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths';

/**
 * A page the account may not open (a 403, or a console screen for another role): said plainly,
 * with the way back to where the account belongs (the console for staff, home for learners).
 */
export function RefusedNotice() {
  const { t } = useTranslation();
  const inConsole = useLocation().pathname.startsWith(paths.staff.root.getHref());
  return (
    <Alert color="yellow" title={t('refused.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('refused.body')}</Text>
        <Button
          component={Link}
          to={inConsole ? paths.staff.root.getHref() : paths.home.getHref()}
          variant="light"
          color="dark"
        >
          {inConsole ? t('refused.console') : t('refused.home')}
        </Button>
      </Stack>
    </Alert>
  );
}
