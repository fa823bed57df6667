import { type RouteTable, route } from '../../http/route-table.ts';
import { editRequiredTrainingsRoute, getRequiredTrainingsRoute } from './required-trainings.ts';
import { addTrainingRoute, deleteTrainingRoute, editTrainingRoute } from './training-actions.ts';
import {
  getAllStaffTrainingsRoute,
  getMyRequiredTrainingsRoute,
  getStaffTrainingsRoute,
  getTrainingMatrixRoute,
} from './training-reads.ts';

/** Staff training records (spec 1 §7.5 StaffTrainings; issue 29): the office keeps them, auditors read. */
export const trainingRoutes: RouteTable = [
  route(getAllStaffTrainingsRoute, 'training.view'),
  route(getStaffTrainingsRoute, ['training.view', 'training.viewOwn'], { staff: 'query.staffId' }),
  route(getTrainingMatrixRoute, 'training.view'),
  route(getMyRequiredTrainingsRoute, 'training.viewOwn'),
  route(getRequiredTrainingsRoute, 'training.view'),
  route(editRequiredTrainingsRoute, 'workSettings.manage'),
  route(addTrainingRoute, 'training.manage', { staff: 'body.staffId' }),
  route(editTrainingRoute, 'training.manage'),
  route(deleteTrainingRoute, 'training.manage'),
];
