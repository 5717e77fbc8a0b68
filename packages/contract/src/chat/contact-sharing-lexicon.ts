// The lexicon of the ways out of the platform by name: apps to talk, content networks and
// words for a phone, each with its short forms and a weight alone (block at 1), and the words
// of the spec. Recognising them however they are disguised: contact-sharing-channels.ts.
import type { ContactSharingReason } from './contact-sharing.ts';
import { lazy } from './contact-sharing-lazy.ts';
/** talk: an app to talk; network: a content network; phone: a word for a phone (number). */
export type ChannelKind = 'talk' | 'network' | 'phone';
export type Channel = {
  name: string;
  kind: ChannelKind;
  weight: number;
  reason: ContactSharingReason;
  /** Said in a diminutive ("telefonillo"): only "tu", an ask or a talk verb point to it. */
  diminutive?: boolean;
};

function entries(kind: ChannelKind, reason: ContactSharingReason, rows: string): [string, Channel][] {
  return rows
    .trim()
    .split(/\s+/)
    .map((row) => {
      const [names = '', weight = '1'] = row.split(':');
      return names
        .split('|')
        .map(
          (name) =>
            [name, { name: names.split('|')[0] as string, kind, weight: Number(weight), reason }] as [string, Channel],
        );
    })
    .flat();
}

// name|variants:weight alone. Weak short forms reach the threshold only with their context
// ("por tg", "al movi", "pásame tu wa"); see contact-sharing-score.ts.
export const LEXICON = lazy(
  () =>
    new Map<string, Channel>([
      ...entries(
        'talk',
        'variante',
        `
    whatsapp|whats|wsp|wpp|wapp|wasa|guasa|watsapp|wats:1 telegram|tlgrm|telegr|teleg|telgram|telegrm|tgram|telegrama|tlgm|tlgr|telgr|tlg:1
    instagram|insta|instagrm|instgram|insto|igram|instan|instagramen:1 facebook|fbook|feisbuk|feisbuc|feisbook|facebuk|facebok|fcbk|caralibro|caraldo:1 linkedin|linkdin|lnkdn|lkdn|lnkd|linkd:1
    tele:0.2 tg:0.4 wa:0.4 wp:0.4 zap:0.4 ig:0.5 fb:0.6 face:0.3 feis:0.5 gram:0.3
  `,
      ),
      ...entries(
        'talk',
        'red_social',
        `
    signal:0.7 skype|skaip|eskype|escaip:1 jitsi:0.8 discord:0.8 snapchat:1 snap:0.4 viber:1 messenger:0.6 wechat:1 imessage:1 facetime:1
    threema:1 hangouts:0.8 slack:0.6 kik:0.5 line:0.2 zoom:0.3 teams:0.3 meet:0.3 dm:0.6 mdm:0.7 md:0.3 dc:0.3 disc:0.4 signl:0.7
  `,
      ),
      ...entries(
        'network',
        'red_social',
        `
    tiktok|tictoc|tiktoc:0.5 twitter|tuiter|twiter|twitt|tweet|tuit|twt:0.5 youtube|yutub|youtub|yt:0.5 bluesky|bsky:0.6
    threads:0.5 vk|vkontakte:0.5 tuenti:0.5 twitch:0.5 strava:0.4 pinterest:0.5 reddit:0.5 tumblr:0.5 mastodon:0.5 bereal:0.6 onlyfans:0.9
    vimeo:0.4 behance:0.5 flickr:0.4 vsco:0.5 patreon:0.6 linktree|linktr:1 calendly|calendy:0.7 kick:0.3 substack:0.5 redes|xarxes|sociales:0.1 pajarito:0.3 tt:0.3
  `,
      ),
      ...entries(
        'phone',
        'telefono',
        `
    telef|telf|tfno|tlfn|tlfno|telefon|telefonos|telefons|telefonoa|mugikorra|celular|mobil|mobils|movils:1
    movi:0.3 mvl:0.6 celu:0.6 cel:0.1 fono:0.4 fijo:0.1 tel|tf:0.4 phone:0.4 cell:0.3 mobile:0.3
  `,
      ),
    ]),
);

/** The words of the spec (DECISIONS §7), folded: matched as whole words they always block. */
export const SPEC_WORDS = lazy(
  () => new Set(['telefono', 'email', 'instagram', 'whatsapp', 'telegram', 'facebook', 'linkedin', 'tlf', 'movil']),
);
