/** The search dialog's interface strings, in Russian (loaded with the dialog; the header button's: ./buttonStrings.ts). */
import { ruPlural } from '../../i18n/plural.ts';
import { t as shared } from '../../i18n/index.ts';

export const search = {
  title: 'Поиск',
  inputLabel: 'Что найти',
  placeholder: 'ретраи, errors.Is, 40P01…',
  hint: 'Ищет по главам (с точностью до раздела), вопросам квиза и лабораториям. Русские слова находятся в любой форме, идентификаторы Go — как пишутся в коде.',
  loading: 'Загружаем поисковый индекс…',
  loadFailed:
    'Поисковый индекс не загрузился. Если вы без сети и открыли сайт впервые, индекс ещё не сохранён на устройстве: откройте сайт с сетью хотя бы раз.',
  empty: (query: string) => `По запросу «${query}» ничего не нашлось. Попробуйте другое слово или идентификатор из Go.`,
  count: (n: number) => `${n} ${ruPlural(n, 'результат', 'результата', 'результатов')}`,
  corrected: (query: string, asked: string, n: number) =>
    `По запросу «${query}» ничего нет; показаны результаты для «${asked}»: ${n}`,
  kinds: { chapter: 'Глава', quiz: 'Вопрос квиза', lab: 'Лаборатория', page: 'Страница' },
  keys: '↑ ↓ — выбрать, Enter — открыть, Esc — закрыть',
  close: 'Закрыть поиск',
} as const;

export const t = { ...shared, study: { search } };
