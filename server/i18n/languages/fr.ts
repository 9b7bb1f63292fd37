// French: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('fr').select(count);

export const fr: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Fajr', sunrise: 'Lever du soleil', dhuhr: 'Dhohr', asr: 'Asr', maghrib: 'Maghreb', isha: 'Icha' },
    soon: (p, n, c) => `${p} dans ${n} ${plural(c) === 'one' ? 'minute' : 'minutes'}`,
    now: (p) => `C’est l’heure de la prière : ${p}`,
    alarmNow: (p) => `${p} maintenant`,
    testTitle: 'Rappel d’essai',
    testBody: 'Vos rappels de prière s’afficheront ainsi.',
    calendarName: (city) => `Horaires de prière · ${city}`,
    calendarDescription: (place, days) => `Fajr, Dhohr, Asr, Maghreb et Icha à ${place}, pour les ${days} prochains jours.`,
    eventDescription: (p, time, place, zone) => `${p} à ${time} à ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Suhoor : imsak dans ${n} minutes`,
    suhoorNowTitle: 'Imsak : le jeûne commence',
    imsak: 'Imsak',
    iftarTitle: 'Iftar : c’est l’heure de rompre le jeûne',
    maghrib: 'Maghreb',
    fastEveTitle: 'Jeûne surérogatoire demain',
    reasons: { monday: 'Lundi', thursday: 'Jeudi', white_days: 'Un des jours blancs (13–15)', arafah: 'Le jour de Arafat', ashura: 'Achoura', shawwal: 'Les six jours de Chawwal' },
    nightTitle: (n) => `Cette nuit est la ${n}e nuit du Ramadan`,
    oddNight: 'Une nuit impaire des dix dernières : recherchez Laylat al-Qadr',
    evenNight: 'Une des dix dernières nuits',
    monthStartTitle: (m, c) => `${m} commence demain (${c})`,
  },
  mail: {
    verify: {
      subject: 'Confirmez votre e-mail pour Compagnon de prière',
      intro: 'Ouvrez ce lien pour relier cette adresse à votre espace de prière :',
      action: 'Confirmer mon e-mail',
      outro: 'Le lien fonctionne une seule fois, pendant 24 heures. Si vous n’avez rien demandé, ignorez ce message.',
    },
    'sign-in': {
      subject: 'Connexion à Compagnon de prière',
      intro: 'Ouvrez ce lien pour vous connecter à votre espace de prière sur cet appareil :',
      action: 'Me connecter',
      outro: 'Le lien fonctionne une seule fois, pendant 15 minutes. Si vous n’avez rien demandé, ignorez ce message.',
    },
  },
  connectNotice: {
    subject: 'Quelqu’un a tenté de relier votre e-mail sur Compagnon de prière',
    body: 'Quelqu’un a demandé à relier cette adresse à un autre espace de prière. Rien n’a changé : l’adresse reste à votre espace, et aucun lien n’a été envoyé à personne.',
    outro: 'Si c’était vous, connectez-vous plutôt avec votre e-mail dans l’application. Sinon, vous n’avez rien à faire.',
  },
  claim: {
    subject: (m) => `Gérer ${m} sur Compagnon de prière`,
    intro: (m) =>
      `Quelqu’un a demandé à gérer ${m} sur Compagnon de prière : horaires d’iqama, joumou’a, annonces et écran de la salle de prière. Cette adresse est celle qu’OpenStreetMap indique pour la mosquée. Ouvrez ce lien pour obtenir le lien d’administration de la mosquée :`,
    action: 'Gérer cette mosquée',
    outro: 'Le lien fonctionne une seule fois, pendant 7 jours. Si personne à la mosquée n’a rien demandé, ignorez ce message : rien ne change.',
  },
  iqamaNow: (p, c, m) => `L’iqama de ${p} est désormais à ${c} à ${m}`,
  iqamaSoon: (p, n, m) => `Iqama de ${p} dans ${n} min à ${m}`,
};
