import type { sweepRulesEn } from './sweepRules.en.js';

/** French messages of the sweep rules: every English id, translated. */
export const sweepRulesFr: Record<keyof typeof sweepRulesEn, string> = {
  'sweepRules.title': 'Virements automatiques',
  'sweepRules.intro':
    'L’argent qui arrive sur ce portefeuille est aussitôt transféré vers la destination choisie. Chaque virement apparaît dans vos transferts.',
  'sweepRules.loading': 'Chargement des virements automatiques',
  'sweepRules.error': 'Nous n’avons pas pu charger les virements automatiques de ce portefeuille.',
  'sweepRules.empty': 'Aucun virement automatique : l’argent qui arrive reste sur ce portefeuille.',
  'sweepRules.notAllowed': 'Seul un portefeuille émis pour vous peut transférer automatiquement ce qu’il reçoit.',
  'sweepRules.list': 'Virements automatiques de ce portefeuille',
  'sweepRules.rule.to': 'Vers {target}',
  'sweepRules.rule.currency': 'Uniquement {currency}',
  'sweepRules.status.active': 'Actif',
  'sweepRules.status.disabled': 'En pause',
  'sweepRules.pause': 'Mettre en pause',
  'sweepRules.pause.pending': 'Mise en pause…',
  'sweepRules.resume': 'Reprendre',
  'sweepRules.resume.pending': 'Reprise…',
  'sweepRules.delete': 'Supprimer',
  'sweepRules.delete.title': 'Supprimer le virement automatique vers {target} ?',
  'sweepRules.delete.description':
    'L’argent qui arrivera ensuite restera sur ce portefeuille. Les virements déjà faits restent dans vos transferts.',
  'sweepRules.delete.keep': 'Le garder',
  'sweepRules.delete.confirm': 'Supprimer le virement automatique',
  'sweepRules.delete.pending': 'Suppression…',
  'sweepRules.deleted': 'Le virement automatique vers {target} a été supprimé.',
  'sweepRules.create.title': 'Nouveau virement automatique',
  'sweepRules.create.target': 'Transférer vers',
  'sweepRules.create.choose': 'Choisissez où va l’argent',
  'sweepRules.create.submit': 'Activer le virement',
  'sweepRules.create.pending': 'Activation…',
  'sweepRules.create.none':
    'Aucune destination possible pour l’instant : ajoutez un autre portefeuille de cette devise, ou un portefeuille de bénéficiaire.',
  'sweepRules.targets.error': 'Nous n’avons pas pu charger les destinations possibles.',
  'sweepRules.target.destination': 'Portefeuille du bénéficiaire se terminant par {last4}',
  'sweepRules.target.destinationNoAddress': 'Portefeuille du bénéficiaire',
  'sweepRules.target.unknown': 'Un autre compte',
};
