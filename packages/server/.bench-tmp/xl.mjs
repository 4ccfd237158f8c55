import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
for (const [styles, shared] of [[true,false],[false,false]]) {
const stream = new PassThrough(); let bytes=0; stream.on('data', c => bytes+=c.length);
const t=performance.now();
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: styles, useSharedStrings: shared });
const ws = wb.addWorksheet('x');
ws.columns = Array.from({length: 11}, (_, i) => ({ key: 'c'+i, header: 'H'+i, style: i===9 ? { numFmt: '#,##0.00' } : {} }));
for (let r=0;r<50000;r++){ const row={}; for(let i=0;i<11;i++) row['c'+i]= i===9? r*1.37 : 'val'+(r%977)+'x'+i; ws.addRow(row).commit(); }
ws.commit(); await wb.commit();
console.log(styles, shared, Math.round(performance.now()-t),'ms', bytes);
}
