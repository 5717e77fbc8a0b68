import {
  Activity,
  BellRing,
  Building2,
  CalendarDays,
  ClipboardList,
  CreditCard,
  HeartHandshake,
  Crown,
  LayoutDashboard,
  LifeBuoy,
  MessageSquare,
  Percent,
  Search,
  Send,
  ShieldCheck,
  Star,
  UserRound,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@fitcover/contract/endpoint';
import type { AreaLink } from '../features/layout/components/app-shell';
import { esPublic as es } from '../i18n/es-public';

const icons: Record<Role, Record<string, LucideIcon>> = {
  gimnasio: {
    dashboard: LayoutDashboard,
    offers: ClipboardList,
    applicants: Users,
    instructors: UserSearch,
    'my-instructors': HeartHandshake,
    calendar: CalendarDays,
    subscription: Crown,
    payments: CreditCard,
    notifications: BellRing,
    reviews: Star,
    chat: MessageSquare,
    profile: UserRound,
  },
  instructor: {
    dashboard: LayoutDashboard,
    opportunities: Search,
    'my-applications': Send,
    calendar: CalendarDays,
    notifications: BellRing,
    reviews: Star,
    chat: MessageSquare,
    profile: UserRound,
  },
  admin: {
    activity: Activity,
    gyms: Building2,
    instructors: Users,
    offers: ClipboardList,
    commissions: Percent,
    verifications: ShieldCheck,
    messages: MessageSquare,
    notifications: BellRing,
    support: LifeBuoy,
  },
};

/** Each area's navigation, in the spec's order (labels from the catalogue). */
export function areaLinks(role: Role): AreaLink[] {
  return es.roleLinks[role].map(([target, label]) => ({ target, label, icon: icons[role][target] ?? LayoutDashboard }));
}
