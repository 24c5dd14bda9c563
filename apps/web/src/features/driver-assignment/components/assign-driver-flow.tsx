import { Suspense, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personName } from '@freight/domain/person-name';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import type { MemberItem } from '../../users/api/member-fields';
import { AddUserFlow } from '../../users/components/add-user-flow';
import { carrierDriversQueryKey } from '../query-keys';
import type { AssignDriverResult } from '../api/assign-driver';
import type { CarrierDriver } from '../api/get-carrier-drivers';
import { ConfirmDriverAssignment, type AssignedShipment } from './confirm-driver-assignment';
import { DriverList } from './driver-list';
import { ReloadDriverModal } from './reload-driver-modal';

// Assign Driver from a Carrier Assigned card (D2-2.30, D2-2.40, D2-4.18): the List of Drivers, where
// Add Driver runs Add User's own flow with the role fixed to Driver (D3-4.13 to D3-4.16, decision 065)
// and a driver added comes back chosen, then the confirm dialog; once assigned, the toast, and the
// Reload Driver modal when no shipment of the driver follows this one (D2-4.22).

/** The Driver role Add Driver gives (D2-2.40): the only one, never changed in the modal. */
const driverRole = ['carrierDriver'] as const;

/** A member just added, as the List of Drivers shows a driver. */
function driverOf(member: MemberItem): CarrierDriver {
  return {
    driverId: member.userId,
    upn: member.upn,
    firstName: member.firstName,
    lastName: member.lastName,
    mobileNumber: member.mobileNumber,
    countryCode: member.countryCode,
    tractorNumber: member.tractorNumber,
  };
}

type Step = 'list' | 'add' | 'confirm' | 'reload';

type AssignDriverFlowProps = {
  shipment: AssignedShipment;
  /** Ends the flow with nothing changed. */
  onClose: () => void;
  /** Ends the flow after the assignment: the lists are fetched again. */
  onDone: () => void;
};

export function AssignDriverFlow({ shipment, onClose, onDone }: AssignDriverFlowProps) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('list');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CarrierDriver | null>(null);

  const titles: Record<Exclude<Step, 'reload'>, string> = {
    list: t('assignDriver.listTitle'),
    add: t('assignDriver.addTitle'),
    confirm: t('assignDriver.confirmTitle'),
  };

  // The flow has shown the server's toast (added and invited, or asked to transfer).
  const handleAdded = (member: MemberItem) => {
    void queryClient.invalidateQueries({ queryKey: carrierDriversQueryKey });
    setChosen(driverOf(member));
    // The new driver may not match what was typed: the whole list shows them.
    setSearch('');
    setStep('list');
  };

  const handleAssigned = (result: AssignDriverResult) => {
    notifications.show({
      color: 'green',
      message: t('assignDriver.assigned', {
        loadId: shipment.loadId ?? shipment.shipmentId,
        driver: chosen ? personName(chosen) : '',
      }),
      autoClose: toasts.loadActionMs,
    });
    if (result.successorShipmentId === null) setStep('reload');
    else onDone();
  };

  return (
    <>
      <Dialog
        opened={step !== 'reload'}
        onClose={onClose}
        title={step === 'reload' ? '' : titles[step]}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('assignDriver.close') }}
      >
        {step === 'list' && (
          <DriverList
            search={search}
            onSearchChange={setSearch}
            chosen={chosen}
            onChoose={setChosen}
            onAddDriver={() => setStep('add')}
            onCancel={onClose}
            onAssign={() => setStep('confirm')}
          />
        )}
        {step === 'add' && (
          // Add User's texts load with it (decision 063).
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" />
              </Center>
            }
          >
            <AddUserFlow
              fixedRoles={driverRole}
              onAdded={handleAdded}
              // A driver of another carrier joins once they agree (D3-4.33): the list is as it was.
              onRequested={() => setStep('list')}
              cancel={{ label: t('assignDriver.back'), onClick: () => setStep('list') }}
            />
          </Suspense>
        )}
        {step === 'confirm' && chosen && (
          <ConfirmDriverAssignment
            shipment={shipment}
            driver={chosen}
            onBack={() => setStep('list')}
            onAssigned={handleAssigned}
          />
        )}
      </Dialog>
      <ReloadDriverModal opened={step === 'reload'} shipmentId={shipment.shipmentId} onClose={onDone} />
    </>
  );
}
