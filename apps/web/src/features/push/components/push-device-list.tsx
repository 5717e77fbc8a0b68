import { Monitor, Smartphone } from 'lucide-react';
import type { PushDevice } from '@fitcover/contract/push/subscriptions';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';
import { es } from '../../../i18n/es';

type PushDeviceListProps = {
  devices: readonly PushDevice[];
  thisEndpoint: string | null;
  removing: string | null;
  onRemove: (device: PushDevice) => void;
};

const isPhone = (name: string) => /Android|iPhone|iPad/.test(name);

/** Every device of the account that receives pushes, with Quitar. */
export function PushDeviceList({ devices, thisEndpoint, removing, onRemove }: PushDeviceListProps) {
  const text = es.pwa.push;
  if (devices.length === 0) return <p className="text-sm text-gray-500">{text.noDevices}</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-100" aria-label={text.devicesTitle}>
      {devices.map((device) => {
        const Icon = isPhone(device.navegador) ? Smartphone : Monitor;
        const mine = device.endpoint === thisEndpoint;
        return (
          <li key={device.id} className="flex items-center gap-3 py-3" data-testid="push-device">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                {device.navegador}
                {mine ? <Badge tone="success">{text.thisDevice}</Badge> : null}
              </p>
              <p className="text-xs text-gray-500">{text.added(formatDate(device.creadoEn))}</p>
              <p className="text-xs text-gray-500">
                {device.ultimaEntrega ? text.lastDelivery(formatDateTime(device.ultimaEntrega)) : text.noDelivery}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              loading={removing === device.id}
              onClick={() => onRemove(device)}
              aria-label={text.removeLabel(device.navegador)}
            >
              {text.remove}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
