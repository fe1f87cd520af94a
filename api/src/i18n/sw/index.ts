/**
 * Kiswahili for every catalogue object whose texts the server sends: its own messages and the
 * shared catalogues it answers with. The server reads it once, as it starts (../visitor-language.ts).
 */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { auth } from 'shared-ui/texts/auth';
import { contactForms } from 'shared-ui/texts/contact';
import { fieldNames } from 'shared-ui/texts/fields';
import { marketplace } from 'shared-ui/texts/marketplace';
import { myProducts } from 'shared-ui/texts/my-products';
import { report } from 'shared-ui/texts/report';
import { stories } from 'shared-ui/texts/stories';
import { account as accountSw } from 'shared-ui/texts/sw/account';
import { auth as authSw } from 'shared-ui/texts/sw/auth';
import { contactForms as contactFormsSw } from 'shared-ui/texts/sw/contact';
import { core as coreSw } from 'shared-ui/texts/sw/core';
import { fieldNames as fieldNamesSw } from 'shared-ui/texts/sw/fields';
import { marketplace as marketplaceSw } from 'shared-ui/texts/sw/marketplace';
import { myProducts as myProductsSw } from 'shared-ui/texts/sw/my-products';
import { report as reportSw } from 'shared-ui/texts/sw/report';
import { site as siteSw } from 'shared-ui/texts/sw/site';
import { stories as storiesSw } from 'shared-ui/texts/sw/stories';
import { messages } from '../../messages.ts';
import { adminMessages } from '../../schemas/admin.ts';
import { articleMessages } from '../../schemas/articles.ts';
import { followMessages } from '../../schemas/follows.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { notificationMessages } from '../../schemas/notifications.ts';
import { profileMessages } from '../../schemas/profiles.ts';
import { searchMessages } from '../../schemas/search.ts';
import { shopMessages } from '../../schemas/shop.ts';
import { youtubeMessages } from '../../schemas/youtube.ts';
import { adminMessages as adminMessagesSw } from './admin.ts';
import { articleMessages as articleMessagesSw } from './articles.ts';
import { followMessages as followMessagesSw } from './follows.ts';
import { messages as messagesSw } from './messages.ts';
import { mediaMessages as mediaMessagesSw } from './music.ts';
import { notificationMessages as notificationMessagesSw } from './notifications.ts';
import { profileMessages as profileMessagesSw } from './profiles.ts';
import { searchMessages as searchMessagesSw } from './search.ts';
import { shopMessages as shopMessagesSw } from './shop.ts';
import { youtubeMessages as youtubeMessagesSw } from './youtube.ts';

export default [
  [messages, messagesSw],
  [adminMessages, adminMessagesSw],
  [articleMessages, articleMessagesSw],
  [followMessages, followMessagesSw],
  [mediaMessages, mediaMessagesSw],
  [notificationMessages, notificationMessagesSw],
  [profileMessages, profileMessagesSw],
  [searchMessages, searchMessagesSw],
  [shopMessages, shopMessagesSw],
  [youtubeMessages, youtubeMessagesSw],
  [texts, { ...coreSw, ...siteSw }],
  [account, accountSw],
  [auth, authSw],
  [contactForms, contactFormsSw],
  [fieldNames, fieldNamesSw],
  [marketplace, marketplaceSw],
  [myProducts, myProductsSw],
  [report, reportSw],
  [stories, storiesSw],
] satisfies readonly TranslationPair[];
