import { Switch } from '../../../components/ui/switch';
import { Badge } from '../../../components/ui/badge';
import { es } from '../../../i18n/es';

export type EmailPreferenceKey = 'emailNewApplicant' | 'emailApplicationAccepted' | 'emailNewMessage';
type Preferences = Record<EmailPreferenceKey, boolean>;

type EmailPreferencesProps = {
  keys: readonly EmailPreferenceKey[];
  value: Preferences;
  /** Edit mode when given. */
  onChange?: (key: EmailPreferenceKey, checked: boolean) => void;
};

/** The e-mail notices a user can turn off (DECISIONS §7). */
export function EmailPreferences({ keys, value, onChange }: EmailPreferencesProps) {
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {keys.map((key) => (
        <li key={key} className="flex min-h-12 items-center justify-between gap-3 py-1">
          {onChange ? (
            <Switch
              checked={value[key]}
              onCheckedChange={(checked) => onChange(key, checked)}
              label={es.profile[key]}
            />
          ) : (
            <>
              <span className="text-sm text-gray-800">{es.profile[key]}</span>
              <Badge tone={value[key] ? 'success' : 'neutral'}>{value[key] ? es.profile.on : es.profile.off}</Badge>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
