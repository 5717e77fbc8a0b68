import type { Role } from '@fitcover/contract/endpoint';
import type { EmailPreferences } from '@fitcover/contract/notifications/email-preferences';
import { pushCategoriesFor, type PushCategory } from '@fitcover/contract/push/payload';
import type { PushPreferences } from '@fitcover/contract/push/subscriptions';
import { Switch } from '../../../components/ui/switch';
import { es } from '../../../i18n/es';

/** The e-mail switch that stands beside each push category, where there is one (DECISIONS §7). */
const emailKeyOf: Partial<Record<PushCategory, keyof EmailPreferences>> = {
  postulados: 'emailNewApplicant',
  decisiones: 'emailApplicationAccepted',
  mensajes: 'emailNewMessage',
};

type PushTypeTableProps = {
  role: Role;
  /** This device's switches; null while it is not subscribed. */
  push: PushPreferences | null;
  email: EmailPreferences | undefined;
  onPush: (category: PushCategory, on: boolean) => void;
  onEmail: (key: keyof EmailPreferences, on: boolean) => void;
  disabled: boolean;
};

/** One row per kind of notice the role receives: its push switch and its e-mail switch. */
export function PushTypeTable({ role, push, email, onPush, onEmail, disabled }: PushTypeTableProps) {
  const text = es.pwa.push;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{text.typesTitle}</caption>
      <thead>
        <tr className="text-xs font-semibold text-gray-500">
          <th scope="col" className="pb-2">
            {text.typeColumn}
          </th>
          <th scope="col" className="w-20 pb-2 text-center sm:w-36">
            {text.pushColumn}
          </th>
          <th scope="col" className="w-16 pb-2 text-center sm:w-28">
            {text.emailColumn}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {pushCategoriesFor[role].map((category) => {
          const label = text.categories[category];
          const emailKey = emailKeyOf[category];
          return (
            <tr key={category}>
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="block font-medium text-gray-900">{label}</span>
                <span className="block text-xs text-gray-500">{text.categoryHints[category]}</span>
              </th>
              <td className="py-2 text-center">
                <Switch
                  checked={push?.[category] ?? false}
                  onCheckedChange={(on) => onPush(category, on)}
                  label={text.pushSwitch(label)}
                  labelHidden
                  disabled={disabled || !push}
                />
              </td>
              <td className="py-2 text-center">
                {emailKey && email ? (
                  <Switch
                    checked={email[emailKey]}
                    onCheckedChange={(on) => onEmail(emailKey, on)}
                    label={text.emailSwitch(label)}
                    labelHidden
                    disabled={disabled}
                  />
                ) : (
                  <span className="text-xs text-gray-500">{text.noEmail}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
