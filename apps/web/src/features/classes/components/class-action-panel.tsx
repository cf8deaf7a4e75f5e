import type { ClassDetail } from '@academy/contract/catalogue';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import { useActiveProfileId } from '../../../lib/active-profile';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useJoinClass } from '../api/join-class';
import { classActionFor, joinIntentParam } from '../class-action';
import { ClassStateBadge } from './class-state-badge';
import { JoinPasswordDialog } from './join-password-dialog';
import { PriceTag } from './price-tag';

/**
 * The class's state, price, seats and the one action that fits: join (or its password), sign in
 * and come back to join, choose a profile, pay, enter, or why it is closed. Back from sign-in
 * with `?join=1` the page joins at once (or asks for the password).
 */
export function ClassActionPanel({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const { status } = useSession();
  const profileId = useActiveProfileId();
  const { profile } = useActiveProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const join = useJoinClass(detail.id);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const action = classActionFor(detail, {
    signedIn: status.loggedIn,
    profileId,
    profileGender: profile?.gender,
  });

  // Where sign-in or the profile picker return to: this page, asking it to join.
  const returnQuery = new URLSearchParams(searchParams);
  returnQuery.set(joinIntentParam, '1');
  const returnTo = `${location.pathname}?${returnQuery.toString()}`;
  const wantsJoin = searchParams.get(joinIntentParam) === '1';

  const forgetIntent = () => {
    if (!wantsJoin) return;
    const next = new URLSearchParams(searchParams);
    next.delete(joinIntentParam);
    setSearchParams(next, { replace: true });
  };

  const runJoin = (password?: string) => {
    if (!profileId) return;
    // A paid class without a password is joined by paying: the payment screen asks before it
    // holds a seat and says for how long.
    if (detail.price > 0 && password === undefined) {
      forgetIntent();
      void navigate(paths.dashboard.classPayment.getHref(detail.id));
      return;
    }
    join.mutate(
      { profileId, password },
      {
        onSuccess: (result) => {
          setPasswordOpen(false);
          forgetIntent();
          toast.success(result.status === 'active' ? t('join.done') : t('join.waitingPayment'));
          // A paid class is joined with its payment (decision 0076): its QR code is next.
          if (result.status === 'waiting_payment')
            void navigate(
              result.transactionId
                ? paths.dashboard.qris.getHref(result.transactionId)
                : paths.dashboard.classPayment.getHref(detail.id),
            );
        },
      },
    );
  };

  // Back from sign-in with the intent to join: a password class opens its dialog (until it is
  // closed or joined); a free or paid class joins once; without a profile, the picker comes first.
  const passwordDialogOpen = passwordOpen || (wantsJoin && action.kind === 'joinWithPassword');
  const intentHandled = useRef(false);
  // An effect event: it reads this render's values, and only a new intent or action runs it.
  const handleIntent = useEffectEvent(() => {
    if (action.kind === 'chooseProfile') {
      intentHandled.current = true;
      void navigate(paths.selectProfile.getHref(returnTo), { replace: true });
    } else if (action.kind === 'join') {
      intentHandled.current = true;
      runJoin();
    } else if (action.kind !== 'signIn' && action.kind !== 'joinWithPassword') {
      intentHandled.current = true;
      forgetIntent();
    }
  });
  useEffect(() => {
    if (wantsJoin && !intentHandled.current) handleIntent();
  }, [wantsJoin, action.kind]);

  const joinError = join.error
    ? join.error instanceof ApiError
      ? join.error.message
      : t('join.failed')
    : null;

  const seatsText =
    detail.state === 'registration_open' || detail.state === 'full'
      ? t('card.seats', { left: detail.seatsLeft, capacity: detail.capacity })
      : t('detail.seatsTaken', { taken: detail.seatsTaken, capacity: detail.capacity });

  return (
    <Card component="section" aria-labelledby="class-action-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text id="class-action-title" fw={700}>
            {t('detail.enrolTitle')}
          </Text>
          <ClassStateBadge state={detail.state} enrolment={detail.enrolment?.status} />
        </Group>
        <PriceTag price={detail.price} size="xl" />
        <Text size="sm" c="dimmed">
          {seatsText}
        </Text>
        {detail.gender !== 'all' ? <Text size="sm">{t(`gender.${detail.gender}`)}</Text> : null}

        {action.kind === 'join' ? (
          <Button size="md" fullWidth loading={join.isPending} onClick={() => runJoin()}>
            {detail.price > 0 ? t('action.joinPaid') : t('action.join')}
          </Button>
        ) : null}
        {action.kind === 'joinWithPassword' ? (
          <>
            <Text size="sm">{t('password.hint')}</Text>
            <Button
              size="md"
              fullWidth
              onClick={() => {
                join.reset();
                setPasswordOpen(true);
              }}
            >
              {t('action.enterPassword')}
            </Button>
          </>
        ) : null}
        {action.kind === 'signIn' ? (
          <>
            <Button size="md" fullWidth component={Link} to={paths.login.getHref(returnTo)}>
              {t('action.signInToJoin')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('action.noAccount')}{' '}
              <Anchor component={Link} to={paths.register.getHref(returnTo)} underline="always">
                {t('action.register')}
              </Anchor>
            </Text>
          </>
        ) : null}
        {action.kind === 'chooseProfile' ? (
          <Button size="md" fullWidth component={Link} to={paths.selectProfile.getHref(returnTo)}>
            {t('action.chooseProfile')}
          </Button>
        ) : null}
        {action.kind === 'pay' ? (
          <>
            <Text size="sm">{t('action.waitingPayment')}</Text>
            <Button size="md" fullWidth component={Link} to={paths.dashboard.classPayment.getHref(detail.id)}>
              {t('action.pay')}
            </Button>
          </>
        ) : null}
        {action.kind === 'enter' ? (
          <>
            <Text size="sm" c="green.8" fw={600}>
              {t('action.enrolled')}
            </Text>
            {location.pathname === paths.dashboard.classDetail.getHref(detail.id) ? (
              <Button size="md" fullWidth component="a" href="#materials">
                {t('action.enter')}
              </Button>
            ) : (
              <Button
                size="md"
                fullWidth
                component={Link}
                to={paths.dashboard.classDetail.getHref(detail.id)}
              >
                {t('action.enter')}
              </Button>
            )}
            {detail.telegramUrl ? (
              <Button
                variant="outline"
                fullWidth
                component="a"
                href={detail.telegramUrl}
                target="_blank"
                rel="noopener"
              >
                {t('action.telegram')}
              </Button>
            ) : null}
          </>
        ) : null}
        {action.kind === 'full' ? (
          <Button size="md" fullWidth disabled>
            {t('action.full')}
          </Button>
        ) : null}
        {action.kind === 'closed' ? (
          <Button size="md" fullWidth disabled>
            {t(`action.closed.${action.reason}`)}
          </Button>
        ) : null}
        {action.kind === 'closed' && action.reason === 'otherGender' && profile ? (
          <Text size="sm">{t(`detail.otherGender.${detail.gender}`, { name: profile.name })}</Text>
        ) : null}
        {action.kind === 'closed' && action.reason === 'notOpenYet' ? (
          <Text size="sm" c="dimmed">
            {t('detail.opensOn', { date: formatDate(detail.registrationStartAt, language) })}
          </Text>
        ) : null}
        {joinError && !passwordDialogOpen ? (
          <Alert color="red" role="alert">
            {joinError}
          </Alert>
        ) : null}
      </Stack>
      {/* Mounted only while open: a closed Mantine modal still mounts its portal, work a class
          page would do while hydrating on a slow phone for a dialog few visitors open. */}
      {passwordDialogOpen ? (
        <JoinPasswordDialog
          opened
          onClose={() => {
            setPasswordOpen(false);
            forgetIntent();
            join.reset();
          }}
          onSubmit={(password) => runJoin(password)}
          submitting={join.isPending}
          error={joinError}
        />
      ) : null}
    </Card>
  );
}
