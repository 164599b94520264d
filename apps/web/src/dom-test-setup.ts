import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import english from '@/locales/en.json';
import englishPages from '@/locales/pages/en.json';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: each test
// starts from an empty document.
afterEach(cleanup);

// Components rendered without the app's LanguageProvider speak English, from the catalogue as it
// is (the build compiles it; here Lingui compiles each message when it is first used).
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', messages: { ...english, ...englishPages } });
