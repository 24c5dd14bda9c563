import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-provider';
import { pushDeviceState, turnOffPush, turnOnPush, type PushDeviceState } from '../push-device';

// Notifications on this device (decision 060): a section the Preferences page hosts. The browser asks
// for the permission only when the user presses Turn on, never when a page opens.

export function PushDeviceSection() {
  const { t } = useTranslation('push');
  const client = useApiClient();
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void pushDeviceState().then((value) => isCurrent && setState(value));
    return () => {
      isCurrent = false;
    };
  }, []);

  const run = async (change: () => Promise<PushDeviceState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await change());
    } catch (error) {
      console.warn('push: the device could not be changed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const handleTurnOn = () => run(() => turnOnPush(client));
  const handleTurnOff = () =>
    run(async () => {
      await turnOffPush(client);
      return pushDeviceState();
    });

  if (state === null) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="push-device-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="push-device-title">
          {t('push.title')}
        </Title>
        <Text size="sm">{t(`push.state.${state}`)}</Text>
        {hasFailed && (
          <Alert color="red" role="alert">
            {t('push.failed')}
          </Alert>
        )}
        {(state === 'off' || state === 'on') && (
          <Group>
            {state === 'off' ? (
              <Button onClick={handleTurnOn} loading={isBusy}>
                {t('push.turnOn')}
              </Button>
            ) : (
              <Button variant="default" onClick={handleTurnOff} loading={isBusy}>
                {t('push.turnOff')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
