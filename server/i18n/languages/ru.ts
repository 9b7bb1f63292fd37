// Russian: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('ru').select(count);
const minutes = (count: number) => {
  const form = plural(count);
  return form === 'one' ? 'минуту' : form === 'few' ? 'минуты' : form === 'many' ? 'минут' : 'минуты';
};
const daysWord = (count: number) => {
  const form = plural(count);
  return form === 'one' ? 'день' : form === 'few' ? 'дня' : form === 'many' ? 'дней' : 'дня';
};

export const ru: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Фаджр', sunrise: 'Восход', dhuhr: 'Зухр', asr: 'Аср', maghrib: 'Магриб', isha: 'Иша' },
    soon: (p, n, c) => `${p} через ${n} ${minutes(c)}`,
    now: (p) => `Наступило время намаза: ${p}`,
    alarmNow: (p) => `${p} сейчас`,
    testTitle: 'Тестовое напоминание',
    testBody: 'Так будут выглядеть ваши напоминания о намазе.',
    calendarName: (city) => `Время намаза · ${city}`,
    calendarDescription: (place, days) => `Фаджр, Зухр, Аср, Магриб и Иша: ${place}, на ближайшие ${days} ${daysWord(Number(days))}.`,
    eventDescription: (p, time, place, zone) => `${p} в ${time}, ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Сухур: до имсака ${n} ${minutes(Number(n))}`,
    suhoorNowTitle: 'Имсак: пост начинается',
    imsak: 'Имсак',
    iftarTitle: 'Ифтар: время разговеться',
    maghrib: 'Магриб',
    fastEveTitle: 'Завтра добровольный пост',
    reasons: { monday: 'Понедельник', thursday: 'Четверг', white_days: 'Один из белых дней (13–15)', arafah: 'День Арафа', ashura: 'Ашура', shawwal: 'Шесть дней Шавваля' },
    nightTitle: (n) => `Эта ночь — ${n}-я ночь Рамадана`,
    oddNight: 'Нечётная ночь из последних десяти: ищите Ляйлят аль-Кадр',
    evenNight: 'Одна из последних десяти ночей',
    monthStartTitle: (m, c) => `${m} начинается завтра (${c})`,
  },
  mail: {
    verify: {
      subject: 'Подтвердите e-mail для «Спутника намаза»',
      intro: 'Откройте эту ссылку, чтобы привязать адрес к вашему пространству для намаза:',
      action: 'Подтвердить e-mail',
      outro: 'Ссылка работает один раз в течение 24 часов. Если вы ничего не запрашивали, просто проигнорируйте это письмо.',
    },
    'sign-in': {
      subject: 'Вход в «Спутник намаза»',
      intro: 'Откройте эту ссылку, чтобы войти в ваше пространство для намаза на этом устройстве:',
      action: 'Войти',
      outro: 'Ссылка работает один раз в течение 15 минут. Если вы ничего не запрашивали, просто проигнорируйте это письмо.',
    },
  },
  connectNotice: {
    subject: 'Кто-то пытался привязать ваш e-mail в «Спутнике намаза»',
    body: 'Кто-то попросил привязать этот адрес к другому пространству для намаза. Ничего не изменилось: адрес остаётся за вашим пространством, и никому не была отправлена ссылка.',
    outro: 'Если это были вы, войдите в приложении по своему e-mail. Если нет, ничего делать не нужно.',
  },
  claim: {
    subject: (m) => `Управление мечетью «${m}» в «Спутнике намаза»`,
    intro: (m) =>
      `Кто-то попросил управлять мечетью «${m}» в «Спутнике намаза»: время икамы, джума, объявления и экран молельного зала. Этот адрес указан для мечети в OpenStreetMap. Откройте эту ссылку, чтобы получить ссылку администратора мечети:`,
    action: 'Управлять этой мечетью',
    outro: 'Ссылка работает один раз в течение 7 дней. Если в мечети никто ничего не запрашивал, проигнорируйте это письмо: ничего не изменится.',
  },
  iqamaNow: (p, c, m) => `${p}: икама теперь в ${c} — ${m}`,
  iqamaSoon: (p, n, m) => `${p}: икама через ${n} мин — ${m}`,
};
