// Spanish: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
// Neutral Spanish for Spain and Latin America; the user is addressed with "tú", as in the app (docs/i18n/es.md).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('es').select(count);

export const es: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Fajr', sunrise: 'Salida del sol', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Magrib', isha: 'Isha' },
    soon: (p, n, c) => `${p} en ${n} ${plural(c) === 'one' ? 'minuto' : 'minutos'}`,
    now: (p) => `Es la hora de la oración: ${p}`,
    alarmNow: (p) => `${p} ahora`,
    testTitle: 'Recordatorio de prueba',
    testBody: 'Así se verán tus recordatorios de oración.',
    calendarName: (city) => `Horarios de oración · ${city}`,
    calendarDescription: (place, days) => `Fajr, Dhuhr, Asr, Magrib e Isha en ${place}, para los próximos ${days} días.`,
    eventDescription: (p, time, place, zone) => `${p} a las ${time} en ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Suhur: imsak en ${n} minutos`,
    suhoorNowTitle: 'Imsak: empieza el ayuno',
    imsak: 'Imsak',
    iftarTitle: 'Iftar: es la hora de romper el ayuno',
    maghrib: 'Magrib',
    fastEveTitle: 'Mañana, ayuno voluntario',
    reasons: { monday: 'Lunes', thursday: 'Jueves', white_days: 'Uno de los días blancos (13–15)', arafah: 'El día de Arafa', ashura: 'Ashura', shawwal: 'Los seis días de Shawwal' },
    nightTitle: (n) => `Esta noche es la noche ${n} de Ramadán`,
    oddNight: 'Una noche impar de las diez últimas: busca Laylat al-Qadr',
    evenNight: 'Una de las diez últimas noches',
    monthStartTitle: (m, c) => `${m} empieza mañana (${c})`,
  },
  mail: {
    verify: {
      subject: 'Confirma tu correo en Compañero de oración',
      intro: 'Abre este enlace para vincular esta dirección a tu espacio de oración:',
      action: 'Confirmar mi correo',
      outro: 'El enlace funciona una sola vez, durante 24 horas. Si no lo pediste, ignora este mensaje.',
    },
    'sign-in': {
      subject: 'Iniciar sesión en Compañero de oración',
      intro: 'Abre este enlace para iniciar sesión en tu espacio de oración en este dispositivo:',
      action: 'Iniciar sesión',
      outro: 'El enlace funciona una sola vez, durante 15 minutos. Si no lo pediste, ignora este mensaje.',
    },
  },
  connectNotice: {
    subject: 'Alguien intentó vincular tu correo en Compañero de oración',
    body: 'Alguien pidió vincular esta dirección a otro espacio de oración. No ha cambiado nada: la dirección sigue en tu espacio y no se envió ningún enlace a nadie.',
    outro: 'Si fuiste tú, inicia sesión con tu correo en la app. Si no, no tienes que hacer nada.',
  },
  claim: {
    subject: (m) => `Administrar ${m} en Compañero de oración`,
    intro: (m) =>
      `Alguien pidió administrar ${m} en Compañero de oración: horas de iqama, oración del viernes, anuncios y pantalla de la sala de oración. Esta dirección es la que OpenStreetMap indica para la mezquita. Abre este enlace para obtener el enlace de administración de la mezquita:`,
    action: 'Administrar esta mezquita',
    outro: 'El enlace funciona una sola vez, durante 7 días. Si nadie en la mezquita lo pidió, ignora este mensaje: no cambia nada.',
  },
  iqamaNow: (p, c, m) => `La iqama de ${p} ahora es a las ${c} en ${m}`,
  iqamaSoon: (p, n, m) => `Iqama de ${p} en ${n} min en ${m}`,
};
