import { useState } from 'react';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { personName } from '@freight/domain/person-name';
import { useConfig } from '../../../lib/config-provider';
import { AddDriverForm } from './add-driver-form';
import type { AssignDriverResult } from '../api/assign-driver';
import type { CarrierDriver } from '../api/get-carrier-drivers';
import { ConfirmDriverAssignment, type AssignedShipment } from './confirm-driver-assignment';
import { DriverList } from './driver-list';
import { ReloadDriverModal } from './reload-driver-modal';

// Assign Driver from a Carrier Assigned card (D2-2.30, D2-2.40, D2-4.18): the List of Drivers, where
// Add Driver makes a new one who comes back chosen, then the confirm dialog; once assigned, the toast,
// and the Reload Driver modal when no shipment of the driver follows this one (D2-4.22).

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
  const [step, setStep] = useState<Step>('list');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CarrierDriver | null>(null);

  const titles: Record<Exclude<Step, 'reload'>, string> = {
    list: t('assignDriver.listTitle'),
    add: t('assignDriver.addTitle'),
    confirm: t('assignDriver.confirmTitle'),
  };

  const handleAdded = (driver: CarrierDriver) => {
    notifications.show({
      color: 'green',
      message: t('assignDriver.driverAdded', { driver: personName(driver) }),
      autoClose: toasts.loadActionMs,
    });
    setChosen(driver);
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
      <Modal
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
        {step === 'add' && <AddDriverForm onAdded={handleAdded} onCancel={() => setStep('list')} />}
        {step === 'confirm' && chosen && (
          <ConfirmDriverAssignment
            shipment={shipment}
            driver={chosen}
            onBack={() => setStep('list')}
            onAssigned={handleAssigned}
          />
        )}
      </Modal>
      <ReloadDriverModal opened={step === 'reload'} shipmentId={shipment.shipmentId} onClose={onDone} />
    </>
  );
}
