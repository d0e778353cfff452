import type { capabilityPipelineEn } from './capabilityPipeline.en.js';

/** French messages of a capability's pipeline: every English id, translated. */
export const capabilityPipelineFr: Record<keyof typeof capabilityPipelineEn, string> = {
  'capabilityPipeline.title': 'Avancement',
  'capabilityPipeline.stage.requested': 'Demandé',
  'capabilityPipeline.stage.tasks': 'Vos tâches',
  'capabilityPipeline.stage.tasksCount': '{total, plural, =0 {Aucune tâche} other {Vos tâches : {handedIn} sur # envoyées}}',
  'capabilityPipeline.stage.in_review': 'En cours d’examen',
  'capabilityPipeline.stage.ready': 'Prêt à l’emploi',
  'capabilityPipeline.stage.rejected': 'Refusé',
  'capabilityPipeline.stage.restricted': 'Restreint',
  'capabilityPipeline.stage.canceled': 'Annulé',
  'capabilityPipeline.stage.other': 'Statut modifié',
  'capabilityPipeline.state.done': 'Terminé',
  'capabilityPipeline.state.current': 'Étape en cours',
  'capabilityPipeline.state.upcoming': 'À venir',
};
