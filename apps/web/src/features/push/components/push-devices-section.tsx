import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { Role } from '@fitcover/contract/endpoint';
import type { PushDevice } from '@fitcover/contract/push/subscriptions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import {
  useEmailPreferences,
  usePushDevices,
  useRemoveDevice,
  useSubscribeDevice,
  useSwitchDevice,
  useSwitchEmail,
} from '../api/push';
import {
  currentSubscription,
  PermissionRefused,
  pushAvailability,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../lib/browser-push';
import { PushDeviceList } from './push-device-list';
import { PushTypeTable } from './push-type-table';

type PushDevicesSectionProps = {
  role: Role;
  /** The e-mail switches also live in the profile's own data: the page refreshes it. */
  onEmailChanged: () => void;
};

/** "Notificaciones en este dispositivo" (DECISIONS §15): subscribe, choose, see and remove devices. */
export function PushDevicesSection({ role, onEmailChanged }: PushDevicesSectionProps) {
  const text = es.pwa.push;
  const devices = usePushDevices();
  const email = useEmailPreferences();
  const subscribe = useSubscribeDevice();
  const remove = useRemoveDevice();
  const switchDevice = useSwitchDevice();
  const switchEmail = useSwitchEmail(onEmailChanged);
  const [availability, setAvailability] = useState(pushAvailability);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [activating, setActivating] = useState(false);

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const thisDevice = devices.data?.devices.find((device) => device.endpoint === endpoint) ?? null;

  const activate = async () => {
    if (!devices.data) return;
    setActivating(true);
    try {
      const json = await subscribeThisBrowser(devices.data.publicKey);
      const device = await subscribe.mutateAsync({
        endpoint: json.endpoint ?? '',
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      setEndpoint(device.endpoint);
      toast.success(text.activatedTitle, { description: text.activatedDescription });
    } catch (error) {
      if (error instanceof PermissionRefused) setAvailability(pushAvailability());
      else toastError(error, { title: text.activateFailedTitle, description: text.activateFailedDescription });
    } finally {
      setActivating(false);
    }
  };

  const removeDevice = (device: PushDevice) =>
    remove.mutate(device.id, {
      onSuccess: () => {
        if (device.endpoint === endpoint) {
          void unsubscribeThisBrowser().catch(() => undefined);
          setEndpoint(null);
        }
        toast.success(text.removedTitle, { description: text.removedDescription });
      },
      onError: (error) =>
        toastError(error, { title: text.removeFailedTitle, description: text.activateFailedDescription }),
    });

  const saveFailed = (error: unknown) =>
    toastError(error, { title: text.saveFailedTitle, description: text.activateFailedDescription });

  const status =
    availability === 'unsupported'
      ? text.unsupported
      : availability === 'ios-needs-install'
        ? text.iosInstallFirst
        : availability === 'denied'
          ? text.denied
          : thisDevice
            ? text.active
            : text.inactive;

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="notificaciones-dispositivo">
      <h2 id="notificaciones-dispositivo" className="text-lg font-semibold text-gray-900">
        {text.title}
      </h2>
      <p className="mt-0.5 text-sm text-gray-500">{text.hint}</p>

      {devices.isPending ? (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner className="size-6" label={es.common.loading} />
        </div>
      ) : devices.isError ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3 text-sm text-gray-600">
          <p>{text.loadFailed}</p>
          <Button variant="outline" onClick={() => void devices.refetch()} loading={devices.isRefetching}>
            {es.common.retry}
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <div className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm text-gray-800" role="status">
              <BellRing className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {status}
            </p>
            {availability === 'available' && !thisDevice ? (
              <Button onClick={() => void activate()} loading={activating} className="w-full sm:w-auto">
                {text.activate}
              </Button>
            ) : null}
          </div>

          <section aria-label={text.typesTitle} className="flex flex-col gap-2">
            <h3 className="text-base font-semibold text-gray-900">{text.typesTitle}</h3>
            {thisDevice ? null : <p className="text-xs text-gray-500">{text.activateToChoose}</p>}
            <PushTypeTable
              role={role}
              push={thisDevice?.preferencias ?? null}
              email={email.data}
              disabled={switchDevice.isPending || switchEmail.isPending}
              onPush={(category, on) =>
                thisDevice &&
                switchDevice.mutate({ id: thisDevice.id, changes: { [category]: on } }, { onError: saveFailed })
              }
              onEmail={(key, on) => switchEmail.mutate({ [key]: on }, { onError: saveFailed })}
            />
          </section>

          <section aria-label={text.devicesTitle} className="flex flex-col gap-1">
            <h3 className="text-base font-semibold text-gray-900">{text.devicesTitle}</h3>
            <PushDeviceList
              devices={devices.data.devices}
              thisEndpoint={endpoint}
              removing={remove.isPending ? (remove.variables ?? null) : null}
              onRemove={removeDevice}
            />
          </section>
        </div>
      )}
    </Card>
  );
}
