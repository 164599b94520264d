import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '@/locales/en.json';
import englishPages from '@/locales/pages/en.json';
import englishStudent from '@/locales/student/en.json';

// What the tests render or word without the app's LanguageProvider (a component, the API client's
// fallback) speaks English, from the catalogues as they are (the build compiles them; here Lingui
// compiles each message when it is first used).
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', messages: { ...english, ...englishPages, ...englishStudent } });
